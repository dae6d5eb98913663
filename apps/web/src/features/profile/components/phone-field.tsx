import { PROFILE_COUNTRIES, PROFILE_LIMITS, findCountry, type ProfileCountryCode } from '@bizamply/contracts';
import { FormField, fieldDescriptionIds } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

interface PhoneFieldProps {
  country: ProfileCountryCode;
  value: string;
  error?: string;
  onCountryChange: (country: ProfileCountryCode) => void;
  onChange: (value: string) => void;
  onBlur: () => void;
}

const ALLOWED = /[^\d\s\-()+]/g;

/** Keeps the country's dial code in front of whatever is typed (spec 3 §5 "Phone input"). */
export function withDialCode(dialCode: string, typed: string): string {
  const cleaned = typed.replace(ALLOWED, '');
  const rest = cleaned.startsWith(dialCode) ? cleaned.slice(dialCode.length) : cleaned.replace(/^\+\d{0,3}/, '');
  return `${dialCode} ${rest.trimStart()}`.slice(0, PROFILE_LIMITS.phone);
}

export function PhoneField({ country, value, error, onCountryChange, onChange, onBlur }: PhoneFieldProps) {
  const dialCode = findCountry(country)?.dialCode ?? '+1';
  return (
    <FormField id="profile-phone" label="Phone" error={error} hint="Digits, spaces, hyphens and parentheses">
      <div className="flex gap-2">
        <Select
          value={country}
          onValueChange={(next) => {
            const code = next as ProfileCountryCode;
            onCountryChange(code);
            onChange(withDialCode(findCountry(code)?.dialCode ?? '+1', value));
          }}
        >
          <SelectTrigger aria-label="Phone country" className="w-28 shrink-0">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {PROFILE_COUNTRIES.map((entry) => (
              <SelectItem key={entry.code} value={entry.code}>
                {entry.code} {entry.dialCode}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Input
          id="profile-phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={PROFILE_LIMITS.phone}
          value={value}
          onChange={(event) => onChange(withDialCode(dialCode, event.target.value))}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldDescriptionIds('profile-phone', { hint: true, error })}
        />
      </div>
    </FormField>
  );
}
