declare const process: { env: { API_LIST_URL: string; NODE_ENV: string } };
