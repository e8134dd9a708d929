declare const process: { env: { SIGNUP_BRAND?: string; NODE_ENV: string; MF_CONTAINER_NAME?: string } };
