import { useEffect, useState, type FormEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { errorMessage, fieldErrorsOf } from './errorMessage';

export interface SettingsCardCalls<Stored, Values> {
  load: () => Promise<Stored>;
  save: (values: Values) => Promise<Stored>;
  /** The form's values of what is stored. */
  valuesOf: (stored: Stored) => Values;
  /** The toast's text key once saved. */
  savedMessage: string;
}

/**
 * A settings card's state (the business's online booking, its messages): the settings read
 * once, the form's values, the server's field messages after a refused save, and the stored
 * document, which parts of the card show as saved rather than as typed. A failed read is said
 * in the card (`loadFailure`), not only in a toast: a spinner left turning would look like loading.
 */
export const useSettingsCard = <Stored, Values>(calls: SettingsCardCalls<Stored, Values>) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [values, setValues] = useState<Values>();
  const [stored, setStored] = useState<Stored>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [loadFailure, setLoadFailure] = useState<string>();
  const { load, save, valuesOf, savedMessage } = calls;

  useEffect(() => {
    let live = true;
    load()
      .then((settings) => {
        if (!live) return;
        setValues(valuesOf(settings));
        setStored(settings);
      })
      .catch((failure: unknown) =>
        setLoadFailure(errorMessage(failure, translate('saluni.common.anErrorOccurred'))),
      );
    return () => {
      live = false;
    };
    // The calls are the card's own: read once when it opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [translate]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!values) return;
    setSaving(true);
    setErrors({});
    try {
      const saved = await save(values);
      setValues(valuesOf(saved));
      setStored(saved);
      notify(savedMessage, { type: 'success' });
    } catch (failure) {
      setErrors(fieldErrorsOf(failure));
      notify(errorMessage(failure, ''), { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return { values, setValues, stored, errors, saving, loadFailure, submit };
};
