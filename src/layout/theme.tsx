import { FormControl, styled, type FormControlProps } from '@mui/material';
import { forwardRef } from 'react';
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

const withTextFieldRoot = (theme: RaThemeOptions): RaThemeOptions => ({
  ...theme,
  components: {
    ...theme.components,
    MuiTextField: {
      ...theme.components?.MuiTextField,
      defaultProps: {
        ...theme.components?.MuiTextField?.defaultProps,
        slots: { root: TextFieldRootWithoutLegacyProps },
      },
    },
  },
});

/** react-admin's own light and dark themes, with the text field's root above. */
export const lightTheme = withTextFieldRoot(defaultLightTheme);
export const darkTheme = withTextFieldRoot(defaultDarkTheme);
