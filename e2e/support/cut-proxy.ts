import net from 'node:net';

/** A TCP proxy in front of the portal whose connections can be cut, as a dropped line cuts them. */
export interface CutProxy {
  url: string;
  /** Ends every open connection at once and refuses new ones for `ms`. */
  cut: (ms: number) => void;
  close: () => Promise<void>;
}

export async function startCutProxy(target: string): Promise<CutProxy> {
  const { hostname, port } = new URL(target);
  const sockets = new Set<net.Socket>();
  let downUntil = 0;
  const server = net.createServer((client) => {
    if (Date.now() < downUntil) return void client.destroy();
    const upstream = net.connect(Number(port), hostname);
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', end);
    }
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port: own } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${own}`,
    cut: (ms) => {
      downUntil = Date.now() + ms;
      for (const socket of sockets) socket.destroy();
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
