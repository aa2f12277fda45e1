import { FormControlLabel, FormGroup, FormHelperText, Switch } from '@mui/material';
import { FieldTitle, InputHelperText, useInput } from 'react-admin';

/**
 * react-admin's `BooleanInput`, drawn the same way, without the `inputRef` it hands to MUI's
 * `FormControlLabel`: MUI 9 no longer takes it there and passes it on to the `label` element.
 */
export const BooleanInput = ({ source, label }: { source: string; label?: string }) => {
  const {
    id,
    field,
    isRequired,
    fieldState: { error, invalid },
  } = useInput({ source, type: 'checkbox', defaultValue: false });
  return (
    <FormGroup className={`ra-input ra-input-${source}`} row={false}>
      <FormControlLabel
        control={
          <Switch
            id={id}
            name={field.name}
            onChange={(event) => {
              field.onChange(event);
              // A switch changed is a switch touched.
              field.onBlur();
            }}
            checked={Boolean(field.value)}
          />
        }
        label={<FieldTitle label={label} source={source} isRequired={isRequired} />}
      />
      <FormHelperText error={invalid}>
        <InputHelperText error={error?.message} />
      </FormHelperText>
    </FormGroup>
  );
};
