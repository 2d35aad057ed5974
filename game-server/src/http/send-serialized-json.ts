import type { Response } from 'express';
import type { SerializedJson } from '../services/serialized-json';

/** Sends a body a service already wrote as JSON, with the headers `response.json` would set. */
export function sendSerializedJson<Shape>(response: Response, body: SerializedJson<Shape>): void {
  response.type('application/json').send(body.json);
}
