// The calendar's code and stylesheet, loaded only when a date picker is about to open (`RangeCalendar`): kept out
// of the chunks every signed-in page loads, where evaluating it and inserting its stylesheet (a style
// recalculation of the whole page) were part of each page's load.
import { DayPicker as Calendar, type DayPickerProps } from 'react-day-picker';
import 'react-day-picker/style.css';

/**
 * Drawn through the JSX runtime like the app's own modules: the lazy chunk then needs the same shared modules as
 * the pages, and the build keeps React and its runtime in the one chunk the first download already has.
 */
export function DayPicker(props: DayPickerProps) {
  return <Calendar {...props} />;
}
