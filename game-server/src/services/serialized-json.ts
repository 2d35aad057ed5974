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
