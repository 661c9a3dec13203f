/** A round as the buttons read it: the saved view, or nothing yet. */
export type RoundState = {
  method: number;
  result: number;
  is_continue: number;
  locked: boolean;
  end_time: string | null;
};

/**
 * The buttons of an interview tab (specification 002 section 4), from the SAVED round (what the server will check):
 * next round only after a pass without continue, hidden in round 2; send-result not for results 0 and 1;
 * start-meeting only online and not locked; invite-mail not for methods 0 and 3, a past end time or a locked round.
 */
export function roundButtons(round: 1 | 2, saved: RoundState | undefined, now = Date.now()) {
  const method = saved?.method ?? 0;
  const result = saved?.result ?? 0;
  const locked = saved?.locked ?? false;
  const ended = saved?.end_time ? Date.parse(saved.end_time) < now : false;
  return {
    nextRoundShown: round === 1,
    nextRound: round === 1 && result === 1 && saved?.is_continue !== 1,
    sendResult: saved !== undefined && result !== 0 && result !== 1,
    startMeeting: saved !== undefined && method === 1 && !locked,
    invite: saved !== undefined && method !== 0 && method !== 3 && !ended && !locked && saved.end_time !== null,
  };
}

/** The result choices of a round: round 2 has no "pass" (1). */
export const resultChoices = (round: 1 | 2) => (round === 2 ? [0, 2, 3] : [0, 1, 2, 3]);
