export type { ApiClient } from './ApiClient.ts';
export { ApiError, isApiError, type ApiErrorCode, type ApiErrorInit } from './ApiError.ts';
export { createSessionStore, SessionStorageKey, type SessionStore, type StorageLike } from './sessionStore.ts';
export { createRequestLayer, type Fields, type RequestLayer, type RequestLayerOptions } from './createRequestLayer.ts';
export { createApiClient, type ApiClientOptions } from './createApiClient.ts';
export { loadPlayerInfo, type LoadPlayerInfoOptions, type PlayerInfoResult } from './loadPlayerInfo.ts';
export { createErrorReporter, type ErrorReporter, type ErrorReporterOptions } from './createErrorReporter.ts';
export { installErrorReporting, type ErrorSource } from './installErrorReporting.ts';
export { switchToDirectDomain } from './switchToDirectDomain.ts';
