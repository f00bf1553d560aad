export { setupI18n } from './setupI18n.ts';
export { createMissingHandler, MISSING_TEXT } from './missingMessage.ts';
export { errorMessage, errorMessages, clientErrorMessages, ClientErrorCode } from './errorMessage.ts';
