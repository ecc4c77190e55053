import type { Outbreak } from '@outbreak-watch/domain';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-client';
import { memoryQueueStorage, type QueuedReport } from './queue-storage';
import { createReportQueue, type NewQueuedReport } from './report-queue';

const report = (userId = 1): NewQueuedReport => ({
  key: crypto.randomUUID(),
  userId,
  request: { date: '2026-11-20' } as QueuedReport['request'],
  formValues: {},
  title: 'Cholera in Kenya, Nov 20, 2026',
});
const stored = { id: 42 } as Outbreak;

describe('the report queue', () => {
  it('marks a report sent with the stored report’s id only after the server stored it', async () => {
    const send = vi.fn().mockResolvedValue(stored);
    const onSent = vi.fn();
    const storage = memoryQueueStorage();
    const queue = createReportQueue(storage, send, onSent);
    const waiting = report();
    await queue.enqueue(waiting);
    expect(queue.getEntries()[0]?.state).toBe('waiting');

    await queue.sendWaiting(1);
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ key: waiting.key }));
    expect(queue.getEntries()[0]).toMatchObject({ state: 'sent', outbreakId: 42 });
    expect((await storage.all())[0]).toMatchObject({ state: 'sent', outbreakId: 42 });
    expect(onSent).toHaveBeenCalledOnce();
  });

  it('leaves reports waiting without a network, a session or a working server, and stops trying for now', async () => {
    for (const status of [0, 401, 503]) {
      const send = vi.fn().mockRejectedValue(new ApiError(status, 'not now'));
      const queue = createReportQueue(memoryQueueStorage(), send);
      await queue.enqueue(report());
      await queue.enqueue(report());
      await queue.sendWaiting(1);
      expect(send, `status ${status}`).toHaveBeenCalledOnce();
      expect(queue.getEntries().map((entry) => entry.state)).toEqual(['waiting', 'waiting']);
      expect(queue.getEntries()[0]?.problem?.status).toBe(status);
    }
  });

  it('keeps the server’s reason and field errors for a refused report, and goes on with the next', async () => {
    const details = [{ field: 'date', message: 'The date cannot be in the future.' }];
    const send = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(400, 'Some fields are invalid.', details, true))
      .mockResolvedValueOnce(stored);
    const queue = createReportQueue(memoryQueueStorage(), send);
    await queue.enqueue(report());
    await queue.enqueue(report());
    await queue.sendWaiting(1);
    expect(queue.getEntries().map((entry) => entry.state)).toEqual(['refused', 'sent']);
    expect(queue.getEntries()[0]?.problem).toEqual({
      status: 400,
      message: 'Some fields are invalid.',
      details,
    });
  });

  it('sends only the signed-in user’s reports', async () => {
    const send = vi.fn().mockResolvedValue(stored);
    const queue = createReportQueue(memoryQueueStorage(), send);
    await queue.enqueue(report(2));
    await queue.sendWaiting(1);
    expect(send).not.toHaveBeenCalled();
    expect(queue.getEntries()[0]?.state).toBe('waiting');
  });

  it('after a reload, sends again a report left "sending" (its key makes a resend safe)', async () => {
    const left: QueuedReport = { ...report(), state: 'sending', queuedAt: '2026-11-20T09:00:00.000Z' };
    const send = vi.fn().mockResolvedValue(stored);
    const queue = createReportQueue(memoryQueueStorage([left]), send);
    await queue.load();
    expect(queue.getEntries()[0]?.state).toBe('waiting');
    await queue.sendWaiting(1);
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ key: left.key }));
    expect(queue.getEntries()[0]?.state).toBe('sent');
  });
});
