/**
 * The shape every language must give an area's messages: the English entries are the source, and another
 * language has exactly the same keys, with a function wherever English has one (same parameters).
 */
export type MessagesOf<English> = {
  [Key in keyof English]: English[Key] extends (...args: infer Args) => string
    ? (...args: Args) => string
    : English[Key] extends string
      ? string
      : MessagesOf<English[Key]>;
};
