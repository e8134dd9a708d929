import { CACHE_TTL_MS, SYSTEM_ID, type WhiteLabelConfig, MESSAGES } from '@erp/domain';
import type { ApiClient, ApiClientOptions } from './apiClient';
import { ApiError } from './errors/apiError';
import { serverRoot } from './http/query';
import { createTransport } from './http/transport';
import { createRealtimeSocket, type RealtimeSocket } from './realtime/realtimeSocket';
import {
  FilialSelecionadaSchema,
  LoginResponseSchema,
  PingSchema,
  RemoteReleaseListSchema,
  UserInfoSchema,
  VerifyBranchSchema,
  WhiteLabelConfigListSchema,
  WhiteLabelConfigSchema,
} from './schemas';
import { readNdjson } from './stream/ndjson';

/** A client bound to one API endpoint. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const t = createTransport(options);
  let realtime: RealtimeSocket | undefined;

  return {
    endpoint: options.endpoint,
    ping: async () => {
      await t.json({ path: 'ping', public: true, schema: PingSchema });
    },
    login: (body) =>
      t.json({
        method: 'POST',
        path: 'Usuarios/login?include=user',
        body,
        public: true,
        schema: LoginResponseSchema,
      }),
    logout: () => t.send({ method: 'POST', path: 'Usuarios/logout' }),
    requestPasswordReset: (email) =>
      t.send({ method: 'POST', path: 'Usuarios/reset', body: { sistema: SYSTEM_ID, email }, public: true }),
    resetPassword: (accessToken, body) =>
      t.send({
        method: 'POST',
        path: `${serverRoot(options.endpoint)}reset-password`,
        query: { access_token: accessToken },
        body,
        public: true,
      }),
    primeiroAcesso: (body) =>
      t.json({
        method: 'POST',
        path: 'Usuarios/primeiroAcesso',
        body,
        public: true,
        schema: LoginResponseSchema,
      }),
    changePassword: (body) => t.send({ method: 'POST', path: 'Usuarios/alteraSenha', body }),
    getUserInfo: () =>
      t.json({
        path: 'Usuarios/getUserInfo',
        query: { sistema: SYSTEM_ID },
        schema: UserInfoSchema,
        cacheTtl: CACHE_TTL_MS.userInfo,
      }),
    getSelectedBranch: () =>
      t.json({
        path: 'Usuarios/obterfilialselecionada',
        schema: FilialSelecionadaSchema,
        cacheTtl: CACHE_TTL_MS.selectedBranch,
      }),
    verifyBranch: () => t.json({ path: 'Usuarios/verificaFilial', schema: VerifyBranchSchema }),
    configByIdConfig: async (idConfig, onChange) => {
      const list = await t.json({
        path: 'ConfigWhiteLabels',
        query: { filter: { where: { idConfig } } },
        public: true,
        schema: WhiteLabelConfigListSchema,
        cacheTtl: CACHE_TTL_MS.configByFilter,
        ...(onChange && {
          onRevalidated: (fresh: WhiteLabelConfig[]) => {
            if (fresh[0]) onChange(fresh[0]);
          },
        }),
      });
      const config = list[0];
      if (!config)
        throw new ApiError({ status: 404, name: 'NotFound', message: MESSAGES.errors.configNotFound });
      return config;
    },
    configById: (id) =>
      t.json({
        path: `ConfigWhiteLabels/${id}`,
        public: true,
        schema: WhiteLabelConfigSchema,
        cacheTtl: CACHE_TTL_MS.configById,
      }),
    remotes: (idConfig, visitante) =>
      t.json({
        path: 'remotes',
        query: { idConfig, visitante },
        public: true,
        schema: RemoteReleaseListSchema,
      }),
    get: (path, schema, o = {}) => t.json({ path, schema, ...o }),
    post: (path, body, schema, o = {}) => t.json({ method: 'POST', path, body, schema, ...o }),
    put: (path, body, schema, o = {}) => t.json({ method: 'PUT', path, body, schema, ...o }),
    patch: (path, body, schema, o = {}) => t.json({ method: 'PATCH', path, body, schema, ...o }),
    delete: (path, o = {}) => t.send({ method: 'DELETE', path, ...o }),
    send: (method, path, body, o = {}) => t.send({ method, path, body, ...o }),
    stream: (path, init = {}) => ({
      async *[Symbol.asyncIterator]() {
        yield* readNdjson(await t.open({ path, ...init }, 'application/x-ndjson'));
      },
    }),
    socket: () => {
      realtime ??= createRealtimeSocket({
        endpoint: options.endpoint,
        getToken: options.getToken,
        socketFactory: options.socketFactory,
      });
      return realtime;
    },
    invalidateCache: (path) => t.invalidate(path),
  };
}
