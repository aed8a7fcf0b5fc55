/**
 * What SMTP clients may hold of the service at once: connections in all and from one IP, and
 * the bytes of messages still arriving. Every sender shares these, so each has a bound, and a
 * client past one gets a reply that names it (docs/configuration.md, "SMTP limits").
 */
export interface SmtpGateLimits {
  /** Open connections in all (smtp_max_connections). */
  connections: number;
  /** Open connections from one client IP (smtp_max_connections_per_ip). */
  connectionsPerIp: number;
  /** Bytes of messages still arriving, over every connection (smtp_max_receiving_bytes). */
  receivingBytes: number;
}

export interface SmtpGate {
  /** Lets a connection in, or says why not (a 421 reply's text). */
  admit(sessionId: string, ip: string): string | null;
  /** The connection closed (whether it was let in or not). */
  leave(sessionId: string): void;
  /** Connections admitted and not yet left. */
  openConnections(): number;
  /**
   * Takes `bytes` more of a message still arriving; false when that would pass the bound, and
   * then nothing is taken.
   */
  take(bytes: number): boolean;
  /** Gives back what a message took, once it is complete or gone. */
  giveBack(bytes: number): void;
  /** Bytes of messages still arriving now. */
  receivingBytes(): number;
}

export function createSmtpGate(limits: SmtpGateLimits): SmtpGate {
  const ipOf = new Map<string, string>();
  const perIp = new Map<string, number>();
  let receiving = 0;
  return {
    admit(sessionId, ip) {
      if (ipOf.size >= limits.connections)
        return `too many connections: this server takes at most ${limits.connections} at once (smtp_max_connections); try again in a moment`;
      const fromIp = perIp.get(ip) ?? 0;
      if (fromIp >= limits.connectionsPerIp)
        return `too many connections from ${ip}: at most ${limits.connectionsPerIp} at once from one address (smtp_max_connections_per_ip); try again in a moment`;
      ipOf.set(sessionId, ip);
      perIp.set(ip, fromIp + 1);
      return null;
    },
    openConnections: () => ipOf.size,
    leave(sessionId) {
      const ip = ipOf.get(sessionId);
      if (ip === undefined) return;
      ipOf.delete(sessionId);
      const left = (perIp.get(ip) ?? 1) - 1;
      if (left === 0) perIp.delete(ip);
      else perIp.set(ip, left);
    },
    take(bytes) {
      if (receiving + bytes > limits.receivingBytes) return false;
      receiving += bytes;
      return true;
    },
    giveBack(bytes) {
      receiving -= bytes;
    },
    receivingBytes: () => receiving,
  };
}
