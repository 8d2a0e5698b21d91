/** Opening hours written as sentences, derived from the config's structured hours. */
import { agency } from '../config/agency';

/** "08:00" -> "8 AM", "17:30" -> "5:30 PM". */
export function clockTime(hhmm: string): string {
  const [hours, minutes] = hhmm.split(':').map(Number);
  const suffix = hours >= 12 ? 'PM' : 'AM';
  const hour = hours % 12 || 12;
  return minutes ? `${hour}:${String(minutes).padStart(2, '0')} ${suffix}` : `${hour} ${suffix}`;
}

const [weekdays] = agency.hours.openingHours;

/** "Monday-Friday, 8 AM to 5 PM CT": the phone support window. */
export const supportHours = `${weekdays.days[0]}-${weekdays.days[weekdays.days.length - 1]}, ${clockTime(weekdays.opens)} to ${clockTime(weekdays.closes)} ${agency.hours.timeZone}`;
