import { createServer, type AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** A local SMTP server that keeps the raw messages it receives; `down()` closes it and the port refuses. */
export async function smtpOn(port: number) {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, done) {
      let body = "";
      stream.on("data", (chunk: Buffer) => (body += chunk.toString()));
      stream.on("end", () => {
        received.push(body);
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { received, down: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A port of 127.0.0.1 free a moment ago (for a server started, stopped and started again on it). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
