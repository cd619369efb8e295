import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  previewReminderEmail,
  reminderCounts,
  sendReminders,
  sendReminderTestEmail,
} from './reminder-admin-api';

const callAdmin = vi.hoisted(() => vi.fn());
vi.mock('./admin-api', () => ({ callAdmin }));

beforeEach(() => {
  callAdmin.mockReset();
  callAdmin.mockResolvedValue({});
});

describe('reminder admin calls', () => {
  it('name the contract’s callables and carry the session', async () => {
    await reminderCounts('s1');
    await previewReminderEmail('s1', 'ar', { type: 'birthday', childName: 'Noor' });
    await sendReminderTestEmail('s1', 'sv', 'a@b.se', { type: 'season' });
    expect(callAdmin.mock.calls).toEqual([
      ['adminReminderCounts', { sessionId: 's1' }, undefined],
      [
        'adminPreviewReminderEmail',
        { sessionId: 's1', language: 'ar', type: 'birthday', childName: 'Noor' },
        undefined,
      ],
      [
        'adminSendReminderTestEmail',
        { sessionId: 's1', language: 'sv', email: 'a@b.se', type: 'season' },
        undefined,
      ],
    ]);
  });

  it('give Send Now the 30 minutes its job may take, not the SDK’s 70 seconds', async () => {
    await sendReminders('s1', 'season');
    await sendReminders('s1', 'birthday');
    expect(callAdmin.mock.calls).toEqual([
      ['adminSendSeasonReminders', { sessionId: 's1' }, { timeoutMs: 1_800_000 }],
      ['adminSendBirthdayReminders', { sessionId: 's1' }, { timeoutMs: 1_800_000 }],
    ]);
  });
});
