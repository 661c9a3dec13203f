import { describe, expect, it } from 'vitest';
import { resultChoices, roundButtons } from './interview-rules';

const NOW = Date.parse('2026-11-26T10:00:00Z');
const round = (over: Partial<Parameters<typeof roundButtons>[1] & object> = {}) => ({
  method: 1,
  result: 0,
  is_continue: 0,
  locked: false,
  end_time: '2026-11-27T10:00:00Z',
  ...over,
});

describe('interview tab buttons (specification 002 section 4)', () => {
  it('next round only after a pass without continue, and never in round 2', () => {
    expect(roundButtons(1, round({ result: 1 }), NOW).nextRound).toBe(true);
    expect(roundButtons(1, round({ result: 1, is_continue: 1 }), NOW).nextRound).toBe(false);
    expect(roundButtons(1, round({ result: 3 }), NOW).nextRound).toBe(false);
    expect(roundButtons(2, round({ result: 1 }), NOW)).toMatchObject({ nextRound: false, nextRoundShown: false });
  });
  it('send result is disabled for results 0 and 1', () => {
    expect(roundButtons(1, round({ result: 0 }), NOW).sendResult).toBe(false);
    expect(roundButtons(1, round({ result: 1 }), NOW).sendResult).toBe(false);
    expect(roundButtons(1, round({ result: 2 }), NOW).sendResult).toBe(true);
    expect(roundButtons(2, round({ result: 3 }), NOW).sendResult).toBe(true);
  });
  it('start meeting only online and not locked', () => {
    for (const method of [0, 2, 3]) expect(roundButtons(1, round({ method }), NOW).startMeeting).toBe(false);
    expect(roundButtons(1, round({ method: 1 }), NOW).startMeeting).toBe(true);
    expect(roundButtons(1, round({ method: 1, locked: true }), NOW).startMeeting).toBe(false);
  });
  it('invite mail not for methods 0 and 3, a past end time or a locked round', () => {
    expect(roundButtons(1, round({ method: 0 }), NOW).invite).toBe(false);
    expect(roundButtons(1, round({ method: 3 }), NOW).invite).toBe(false);
    expect(roundButtons(1, round({ method: 2 }), NOW).invite).toBe(true);
    expect(roundButtons(1, round({ end_time: '2026-11-25T10:00:00Z' }), NOW).invite).toBe(false);
    expect(roundButtons(1, round({ locked: true }), NOW).invite).toBe(false);
    expect(roundButtons(1, undefined, NOW).invite).toBe(false);
  });
  it('round 2 has no pass option', () => {
    expect(resultChoices(2)).not.toContain(1);
    expect(resultChoices(1)).toContain(1);
  });
});
