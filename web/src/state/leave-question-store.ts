import { createStore } from 'zustand/vanilla';

/** Whether the page is asking the player before leaving a game in play (Home, or the browser's Back). */
export interface LeaveQuestionState {
  isAsking: boolean;
}

export const leaveQuestionStore = createStore<LeaveQuestionState>()(() => ({ isAsking: false }));
