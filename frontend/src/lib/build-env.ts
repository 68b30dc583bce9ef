// The only module that reads import.meta: jest (CommonJS) replaces it with a stub.
export const buildEnv = {
  appEnv: import.meta.env.VITE_APP_ENV,
  appUrl: import.meta.env.VITE_APP_URL,
  dev: import.meta.env.DEV,
};
