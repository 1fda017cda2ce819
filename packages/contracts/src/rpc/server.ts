import { grpc } from "./core.ts";

/** Binds a gRPC server with the given services; resolves once it listens. */
export async function startGrpcServer(
  host: string,
  port: number,
  register: (server: grpc.Server) => void,
): Promise<{ server: grpc.Server; port: number; stop: () => Promise<void> }> {
  const server = new grpc.Server({
    "grpc.max_receive_message_length": 64 * 1024 * 1024,
    "grpc.max_send_message_length": 64 * 1024 * 1024,
  });
  register(server);
  const bound = await new Promise<number>((resolve, reject) =>
    server.bindAsync(`${host}:${port}`, grpc.ServerCredentials.createInsecure(), (err, p) =>
      err ? reject(err) : resolve(p),
    ),
  );
  return {
    server,
    port: bound,
    // Lets in-flight calls finish, then forces what is left after a grace period.
    stop: () =>
      new Promise<void>((resolve) => {
        const force = setTimeout(() => {
          server.forceShutdown();
          resolve();
        }, 10_000);
        server.tryShutdown(() => {
          clearTimeout(force);
          resolve();
        });
      }),
  };
}
