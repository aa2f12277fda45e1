import { FormControl, styled, type FormControlProps } from '@mui/material';
import { forwardRef, type HTMLAttributes } from 'react';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

/** The text field's root as MUI draws it, so the theme's `MuiTextField` styles still apply. */
const TextFieldRoot = styled(FormControl, { name: 'MuiTextField', slot: 'Root' })({});

/** The props MUI 5 took beside the text field; MUI 9 reads them from `slotProps` instead. */
type LegacyTextFieldProps = {
  InputProps?: unknown;
  inputProps?: unknown;
  InputLabelProps?: unknown;
  SelectProps?: unknown;
  FormHelperTextProps?: unknown;
};

/**
 * react-admin's inputs pass each of these twice, as MUI 5 props and in `slotProps`. MUI 9 uses
 * the `slotProps` and hands the MUI 5 props to the root `div`, where they are not HTML: the root
 * leaves them out.
 */
const TextFieldRootWithoutLegacyProps = forwardRef<
  HTMLDivElement,
  FormControlProps & LegacyTextFieldProps
>(function TextFieldRootWithoutLegacyProps(
  {
    InputProps: _input,
    inputProps: _htmlInput,
    InputLabelProps: _inputLabel,
    SelectProps: _select,
    FormHelperTextProps: _formHelperText,
    ...props
  },
  ref,
) {
  return <TextFieldRoot ref={ref} {...props} />;
});

/**
 * A checkbox's root element. react-admin's select-all box (a list with bulk actions) passes
 * `inputProps` beside `slotProps.input`; MUI 9 hands it on to the root `span`, where it is not
 * HTML: the root leaves it out.
 */
const CheckboxRootWithoutLegacyProps = forwardRef<
  HTMLSpanElement,
  HTMLAttributes<HTMLSpanElement> & Pick<LegacyTextFieldProps, 'inputProps'>
>(function CheckboxRootWithoutLegacyProps({ inputProps: _htmlInput, ...props }, ref) {
  return <span ref={ref} {...props} />;
});

const withoutLegacyProps = (theme: RaThemeOptions): RaThemeOptions => ({
  ...theme,
  components: {
    ...theme.components,
    MuiCheckbox: {
      ...theme.components?.MuiCheckbox,
      // The element the checkbox's button base draws (a `span`, as MUI's own).
      defaultProps: {
        ...theme.components?.MuiCheckbox?.defaultProps,
        component: CheckboxRootWithoutLegacyProps,
      },
    },
    MuiTextField: {
      ...theme.components?.MuiTextField,
      defaultProps: {
        ...theme.components?.MuiTextField?.defaultProps,
        slots: { root: TextFieldRootWithoutLegacyProps },
      },
    },
  },
});

/** react-admin's own light and dark themes, with the text field's and checkbox's roots above. */
export const lightTheme = withoutLegacyProps(defaultLightTheme);
export const darkTheme = withoutLegacyProps(defaultDarkTheme);
