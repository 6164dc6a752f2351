// The server's log: where it goes, what it hides, and one line per answered request.
import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { LogController } from 'fastify';
import type { Config } from '../../config.ts';
import { BatchedLogWriter } from './log-writer.ts';

let stdoutLog: BatchedLogWriter | undefined;
/**
 * Standard output, written asynchronously and in batches (log-writer.ts), what still waits written at exit: a reader
 * that falls behind (a pipe, a log collector) never freezes the server, where a synchronous write retries by
 * sleeping the whole process. Past 16 MB waiting, lines are dropped rather than memory grown.
 */
function logStream() {
  if (!stdoutLog) {
    const writer = new BatchedLogWriter(1, 16 * 1024 * 1024);
    process.on('exit', () => writer.flushSync());
    stdoutLog = writer;
  }
  return stdoutLog;
}

/**
 * One flat log line per request, when it is answered: Fastify's default writes two, each through the request and
 * reply serializers, which cost the busiest reads about 5 % of their throughput. `ip` is the client's address
 * (through a trusted proxy, the one it reports).
 */
class OneLineRequestLog extends LogController {
  override incomingRequest() {}
  override requestCompleted(error: Error | null | undefined, req: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(req)) return;
    const line = {
      method: req.method,
      url: req.url,
      statusCode: reply.statusCode,
      ip: req.ip,
      responseTime: reply.elapsedTime,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/** Fastify's logging options: the level from the config, cookies and credentials never written. */
export function requestLogging(config: Config) {
  return {
    logger: {
      level: config.LOG_LEVEL,
      redact: ['req.headers.cookie', 'req.headers.authorization'],
      stream: logStream(),
    },
    logController: new OneLineRequestLog(),
  } satisfies FastifyServerOptions;
}
