import type { WebsocketPluginOptions } from '@fastify/websocket';

/**
 * The largest message a client may send on the live channel. The spec's client messages (ping,
 * complete_task, start_task, ...) are a few hundred bytes; `ws` would otherwise buffer up to
 * 100 MiB per message and socket before handing it over. A larger message closes the socket with
 * 1009 (message too big), as RFC 6455 says.
 */
export const LIVE_MESSAGE_MAX_BYTES = 64 * 1024;

/**
 * Options of the live channel's WebSocket server (issue 11, memory). permessage-deflate stays off:
 * every compressing socket keeps its own zlib state (about 300 KB with ws's defaults), which at a
 * few hundred phones costs more memory than the small JSON events it would save on the LAN.
 */
export const liveSocketOptions: NonNullable<WebsocketPluginOptions['options']> = {
  perMessageDeflate: false,
  maxPayload: LIVE_MESSAGE_MAX_BYTES,
};
