import { PROFILE_COUNTRIES, findCountry, type ProfileCountryCode } from '@bizamply/contracts';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

const NONE = 'none';

export interface LocationValue {
  country: ProfileCountryCode | null;
  city: string | null;
}

/** 'San Francisco, United States' ⇄ { country: 'US', city: 'San Francisco' }; free text keeps no picker value. */
export function parseLocation(location: string | null): LocationValue {
  if (!location) return { country: null, city: null };
  const country = PROFILE_COUNTRIES.find((entry) => location === entry.name || location.endsWith(`, ${entry.name}`));
  if (!country) return { country: null, city: null };
  const city = location === country.name ? null : location.slice(0, -`, ${country.name}`.length);
  return { country: country.code, city: (country.cities as readonly string[]).includes(city ?? '') ? city : null };
}

export function formatLocation(value: LocationValue): string {
  const country = findCountry(value.country);
  if (!country) return '';
  return value.city ? `${value.city}, ${country.name}` : country.name;
}

interface LocationFieldProps {
  value: LocationValue;
  onChange: (value: LocationValue) => void;
  error?: string;
}

/** Spec 3 Personal Info: a country picker, then a city picker with that country's 8 cities. */
export function LocationField({ value, onChange, error }: LocationFieldProps) {
  const country = findCountry(value.country);
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm leading-none font-medium">Location</legend>
      <div className="grid grid-cols-2 gap-2">
        <Select
          value={value.country ?? NONE}
          onValueChange={(next) =>
            onChange({ country: next === NONE ? null : (next as ProfileCountryCode), city: null })
          }
        >
          <SelectTrigger aria-label="Country" aria-invalid={error ? true : undefined}>
            <SelectValue placeholder="Country" />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={NONE}>No country</SelectItem>
            {PROFILE_COUNTRIES.map((entry) => (
              <SelectItem key={entry.code} value={entry.code}>
                {entry.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Select
          value={value.city ?? NONE}
          disabled={!country}
          onValueChange={(next) => onChange({ country: value.country, city: next === NONE ? null : next })}
        >
          <SelectTrigger aria-label="City">
            <SelectValue placeholder="City" />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={NONE}>Any city</SelectItem>
            {country?.cities.map((city) => (
              <SelectItem key={city} value={city}>
                {city}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      {error ? (
        <p role="alert" className="text-xs font-medium text-error-foreground">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
