import type { LobbyRefusal } from '@bluffle/shared-schema';
import { ServiceError } from '../service-error';
import { refusalStatus } from './refusal-status';

/** A lobby rule said no (rules/lobby/): the REST answer carries its code and message, with the matching status. */
export class LobbyRefusedError extends ServiceError {
  readonly status: number;

  constructor(refusal: LobbyRefusal) {
    super(refusal.message, refusal.code);
    this.status = refusalStatus(refusal);
  }
}
