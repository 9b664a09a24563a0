// The rate-limit plugin's two stores, which it ships without declarations for direct use.
declare module '@fastify/rate-limit/store/*.js' {
  import type { FastifyRateLimitStore } from '@fastify/rate-limit';
  import type { Redis } from 'ioredis';

  type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;
  export interface Store extends FastifyRateLimitStore {
    read(key: string, callback: Callback, timeWindow: number, max: number): void;
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): Store;
  }
  const Store: new (
    continueExceeding: boolean,
    exponentialBackoff: boolean,
    ...rest: [Redis, string] | [number?]
  ) => Store;
  export default Store;
}
