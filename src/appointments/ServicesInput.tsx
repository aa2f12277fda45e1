import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  AutocompleteArrayInput,
  ReferenceArrayInput,
  SelectInput,
  useGetMany,
  useTranslate,
} from 'react-admin';
import { service } from '../../registry';
import type { PricingOption } from '../../registry/resources/servicePricing';
import { formatDuration } from '../format/duration';
import {
  defaultDuration,
  hasSeveralOptions,
  type BookingFormValues,
  type ServiceDurations,
} from './bookingForm';

type ServiceRecord = ServiceDurations & { name: string };

const optionLabel = (
  option: PricingOption,
  translate: (key: string, options?: Record<string, unknown>) => string,
) => [option.name, formatDuration(option.durationInMinutes, translate)].filter(Boolean).join(' · ');

/**
 * The searchable services picker, a duration prompt for each chosen service with several
 * pricing options, and the duration kept at the spec's default (the sum of the services'
 * durations) while the user has not chosen one. An edited appointment keeps its duration until
 * its services change.
 */
export const ServicesInput = () => {
  const translate = useTranslate();
  const { setValue, getFieldState } = useFormContext<BookingFormValues>();
  const [serviceIds = [], optionDurations = {}] = useWatch<
    BookingFormValues,
    ['serviceIds', 'optionDurations']
  >({ name: ['serviceIds', 'optionDurations'] });
  const { data: chosen = [] } = useGetMany<ServiceRecord & { id: string }>(
    service.name,
    { ids: serviceIds },
    { enabled: serviceIds.length > 0 },
  );
  const prompted = chosen.filter(hasSeveralOptions);
  const suggested = defaultDuration(chosen, optionDurations);
  // The services (and options) the form opened with: an edited appointment keeps its duration until they change.
  const selection = JSON.stringify([serviceIds, optionDurations]);
  const openedWith = useRef(selection);
  const loaded = serviceIds.every((id) => chosen.some((record) => record?.id === id));
  useEffect(() => {
    // A value derived from the choice, not a fetch; once the user picks a duration it is theirs.
    if (selection === openedWith.current || !loaded || getFieldState('durationInMinutes').isTouched)
      return;
    setValue('durationInMinutes', suggested, {
      shouldDirty: true,
      shouldValidate: suggested !== '',
    });
  }, [selection, loaded, suggested, setValue, getFieldState]);
  return (
    <>
      <ReferenceArrayInput source="serviceIds" reference={service.name} perPage={100}>
        <AutocompleteArrayInput
          label="saluni.appointments.form.services"
          optionText="name"
          fullWidth
          filterToQuery={(q: string) => ({ q })}
        />
      </ReferenceArrayInput>
      {prompted.map((record) => (
        <SelectInput
          key={record.id}
          source={`optionDurations.${record.id}`}
          label={translate('saluni.appointments.form.optionDuration', { service: record.name })}
          choices={(record.advancedPricing ?? []).map((option) => ({
            id: option.durationInMinutes,
            name: optionLabel(option, translate),
          }))}
          translateChoice={false}
          fullWidth
        />
      ))}
    </>
  );
};
