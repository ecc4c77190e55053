import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { ReportFormValues } from './report-form-schema';

/** Where a reporter's unsent form is kept on this device, per account. */
const draftKey = (userId: number) => `outbreak-watch:report-draft:${userId}`;

/** The unsent form this reporter left on this device, if any. */
export function readReportDraft(userId: number | undefined): ReportFormValues | null {
  if (userId === undefined) return null;
  try {
    const text = localStorage.getItem(draftKey(userId));
    return text ? (JSON.parse(text) as ReportFormValues) : null;
  } catch {
    return null;
  }
}

export function clearReportDraft(userId: number | undefined): void {
  if (userId === undefined) return;
  try {
    localStorage.removeItem(draftKey(userId));
  } catch {
    // Nothing was kept.
  }
}

/** Keeps the form's content on the device as it is typed, so a reload (or an update) loses nothing. */
export function useKeepReportDraft<TValues extends FieldValues, TOutput>(
  form: UseFormReturn<TValues, unknown, TOutput>,
  userId: number | undefined,
) {
  useEffect(() => {
    if (userId === undefined) return;
    const subscription = form.watch((values) => {
      try {
        localStorage.setItem(draftKey(userId), JSON.stringify(values));
      } catch {
        // Storage full or refused: the form still works, without a kept draft.
      }
    });
    return () => subscription.unsubscribe();
  }, [form, userId]);
}
