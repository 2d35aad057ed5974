/**
 * A response body already written as JSON text, tagged with the shape it holds so that routes stay typed.
 * For the hot game calls whose parts are serialised once and reused (play-word-json.ts); everything else
 * answers with plain objects and `response.json`.
 */
export interface SerializedJson<Shape> {
  readonly json: string;
  /** Never set: only carries the type. */
  readonly shape?: Shape;
}

/** A view's JSON with the ETag the room gave it when it wrote it (the lobby polls, docs/product.md §9). */
export interface TaggedJson<Shape> extends SerializedJson<Shape> {
  readonly etag: string;
}
