// Jest stand-in for src/lib/build-env.ts (import.meta is not available under CommonJS).
export const buildEnv: { appEnv: string | undefined; appUrl: string | undefined; dev: boolean } = {
  appEnv: undefined,
  appUrl: undefined,
  dev: false,
};
