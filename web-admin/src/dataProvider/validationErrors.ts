/**
 * The api answers bad input with 422 {message, errors: {field: [messages]}}
 * (services/api/src/http/problems.ts). react-admin's forms put `error.body.errors` onto the matching inputs, but
 * they expect one string per field and treat arrays as nested paths ('roles.0'). So the
 * messages are joined, and an indexed key ('start_at.1') lands on its input ('start_at').
 * Errors on no field ('_') are left out: the notification shows the message instead.
 */
export function formErrors(errors: unknown): Record<string, string> {
  const result: Record<string, string> = {};
  if (!errors || typeof errors !== 'object') return result;
  for (const [key, value] of Object.entries(errors as Record<string, unknown>)) {
    const field = key.split('.')[0] ?? key;
    if (!field || field === '_') continue;
    const messages = (Array.isArray(value) ? value : [value]).filter((m): m is string => typeof m === 'string' && m !== '');
    if (!messages.length) continue;
    result[field] = result[field] ? `${result[field]} ${messages.join(' ')}` : messages.join(' ');
  }
  return result;
}
