// The compression middleware as src/server.ts uses it, on node:http's own request and response (its DefinitelyTyped
// package types them as Express's and brings Express's types along).
declare module 'compression' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export default function compression(): (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
}
