import { Plural, Trans } from '@lingui/react/macro';
import type { SpokenAge } from '@sprout/core';

/**
 * A child's age as parents say it, the same on every page: "5 weeks", "7 months", "5 years 4
 * months" (core spokenAge decides the unit).
 */
export function ChildAge({ age }: { age: SpokenAge }) {
  switch (age.unit) {
    case 'weeks': {
      const weeks = age.weeks;
      return <Plural value={weeks} one="# week" other="# weeks" />;
    }
    case 'months': {
      const months = age.months;
      return <Plural value={months} one="# month" other="# months" />;
    }
    case 'years': {
      const { years, months } = age;
      if (months === 0) return <Plural value={years} one="# year" other="# years" />;
      return (
        <Trans>
          <Plural value={years} one="# year" other="# years" />{' '}
          <Plural value={months} one="# month" other="# months" />
        </Trans>
      );
    }
  }
}
