/**
 * @module ui/date-picker — a single-date picker: a button ("Pick a date" when empty, else "MMM d, yyyy")
 * opening react-day-picker in a popover. Clearing is not possible (the spec ignores an empty selection).
 */
import { format } from 'date-fns';
import { CalendarDays } from 'lucide-react';
import { useState } from 'react';
import { DayPicker, type Matcher } from 'react-day-picker';
import 'react-day-picker/style.css';
import { DATE_FORMAT_DUE_CARD } from '@mynd/shared/domain';
import { cn } from '../../lib/cn';
import { buttonClasses } from './button';
import { Popover, PopoverContent, PopoverTrigger } from './popover';

export interface DatePickerProps {
  id?: string;
  value: Date | undefined;
  onChange: (date: Date) => void;
  /** Days that cannot be picked, e.g. `{ before: new Date() }`. */
  disabled?: Matcher | Matcher[];
  placeholder?: string;
  /** Display format of the chosen date (date-fns). */
  displayFormat?: string;
  className?: string;
  'aria-label'?: string;
}

export function DatePicker({
  id,
  value,
  onChange,
  disabled,
  placeholder = 'Pick a date',
  displayFormat = DATE_FORMAT_DUE_CARD,
  className,
  ...aria
}: DatePickerProps) {
  const [open, setOpen] = useState(false);
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger
        id={id}
        aria-label={aria['aria-label']}
        className={cn(
          buttonClasses('outline'),
          'w-full justify-start font-normal',
          !value && 'text-muted-foreground',
          className,
        )}
      >
        <CalendarDays aria-hidden />
        {value ? format(value, displayFormat) : placeholder}
      </PopoverTrigger>
      <PopoverContent className="mynd-day-picker w-auto p-2">
        <DayPicker
          mode="single"
          required
          selected={value}
          defaultMonth={value}
          disabled={disabled}
          onSelect={(date: Date | undefined) => {
            if (!date) return;
            onChange(date);
            setOpen(false);
          }}
        />
      </PopoverContent>
    </Popover>
  );
}
