import { IncomingMessage, ServerResponse } from 'node:http';

export class BytesResponse extends ServerResponse<IncomingMessage> {}
