// Driver errors are translated into these at the edge (STYLE: errors are ours).
export class ConflictError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConflictError';
  }
}
