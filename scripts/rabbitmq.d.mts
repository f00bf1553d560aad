/** True when startRabbitMq can run a node here: Debian's rabbitmq-server (with its STOMP plugin) and Erlang's epmd. */
export declare const canStartRabbitMq: () => boolean;

/** A throwaway node: `stop` then `start` restarts it on the same port and data; `dispose` ends it and deletes `dir`. */
export interface ThrowawayRabbitMq {
  /** The STOMP_RELAY_URL: `stomp://guest:guest@127.0.0.1:<stompPort>`. */
  url: string;
  stompPort: number;
  /** Its data, logs (`log/`), config and Erlang cookie. */
  dir: string;
  /** Starts the node again; resolves once its STOMP port answers CONNECT. */
  start(): Promise<void>;
  /** Stops the node gracefully (RabbitMQ closes its connections); resolves once it has exited. */
  stop(): Promise<void>;
  /** Stops the node and its epmd and deletes `dir`. */
  dispose(): Promise<void>;
}

/**
 * Starts a node with the STOMP plugin on free loopback ports; null (with the reason printed) when rabbitmq-server is
 * missing. `whileBooting` runs once the node is spawned, so synchronous work (startPostgres) overlaps its boot.
 */
export declare function startRabbitMq(options?: { whileBooting?: () => void }): Promise<ThrowawayRabbitMq | null>;
