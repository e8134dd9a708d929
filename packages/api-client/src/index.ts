export type { ApiClient, ApiClientOptions, CallOptions, StreamInit } from './apiClient';
export { createApiClient } from './createApiClient';
export { configureApi, getApi, resetApi } from './configureApi';
export { ApiError, isApiError } from './errors/apiError';
export { fetchApiList, pickApiEntry } from './apiList';
export type { Query } from './http/query';
export type { RealtimeSocket, SocketFactory } from './realtime/realtimeSocket';
export type { HttpMethod, ResponseCache, Schema } from './types';
export * from './schemas';
export * from './admin';
export {
  listBrandRemotes,
  setBrandRemoteContainer,
  activateRemoteVersion,
  rollbackRemoteVersion,
  startCanary,
  promoteCanary,
  stopCanary,
  contractMissing,
} from './admin/releases';
export { fileDownloadLink } from './fileLinks';
export { sendRemoteEvents, MAX_REMOTE_EVENTS_PER_CALL, type RemoteEventReport } from './remoteEvents';
export { checkRemoteOverride, type RemoteOverrideCheck } from './remoteOverrideCheck';
