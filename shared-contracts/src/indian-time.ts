/** A moment as India reads it, day, month and time: "12 Mar, 10:42 am" (Asia/Kolkata, whatever the reader's zone). */
export function indianTime(at: Date | string): string {
  return new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(at));
}
