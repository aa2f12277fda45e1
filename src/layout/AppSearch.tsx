import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SearchIcon from '@mui/icons-material/Search';
import {
  alpha,
  Autocomplete,
  Box,
  IconButton,
  InputAdornment,
  TextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useRoles } from '../business/useRoles';
import { useSaluniDataProvider } from '../dataProvider';
import { useBusinessFormat } from '../format/useBusinessFormat';
import { searchesAnything, searchOptions, type SearchOption } from './searchOptions';
import './searchTexts';

/** A term shorter than this would match most of the business; the list explains instead. */
const MIN_TERM_LENGTH = 2;
/** Typing pauses this long before a search is sent, so each keystroke is not a request. */
const DEBOUNCE_MS = 300;

/** `value` once it has stayed the same for `delay` ms. */
const useDebounced = (value: string, delay: number) => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
};

/**
 * The search of the app bar: clients, appointments and orders of the current business by name,
 * phone as typed (`0722…`) or order number (GET /v1/search). Arrow keys move through the hits,
 * Enter or a click opens one, Escape closes the list. On a phone it is an icon that opens a
 * full-width field over the app bar.
 */
export const AppSearch = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const dataProvider = useSaluniDataProvider();
  const format = useBusinessFormat();
  const { current } = useRoles();
  const onPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const term = useDebounced(typed.trim(), DEBOUNCE_MS);
  const businessId = current?.business._id;
  const long = term.length >= MIN_TERM_LENGTH;
  const { data, isFetching } = useQuery({
    queryKey: ['search', businessId, term],
    queryFn: () => dataProvider.searchBusiness(term),
    enabled: Boolean(businessId) && long,
    // The previous hits stay while the next ones load, so the list does not flicker as one types.
    placeholderData: keepPreviousData,
  });
  if (!current) return null;

  const settled = long && term === typed.trim() && !isFetching;
  const options =
    long && data ? searchOptions(data, format, translate, current.business.calendarEnabled) : [];
  const emptyText =
    typed.trim().length < MIN_TERM_LENGTH
      ? translate('saluni.search.hint')
      : !settled
        ? translate('saluni.search.loading')
        : data && !searchesAnything(data)
          ? translate('saluni.search.notAllowed')
          : translate('saluni.search.empty', { term });
  const close = () => {
    setOpen(false);
    if (onPhone) setExpanded(false);
  };
  const choose = (option: SearchOption) => {
    setTyped('');
    close();
    navigate(option.path);
  };
  const label = translate('saluni.search.label');

  if (onPhone && !expanded) {
    return (
      <IconButton color="inherit" aria-label={label} onClick={() => setExpanded(true)}>
        <SearchIcon />
      </IconButton>
    );
  }
  const field = (
    <Autocomplete<SearchOption, false, false, false>
      id="app-search"
      options={options}
      value={null}
      inputValue={typed}
      onInputChange={(_event, text, reason) => {
        // Choosing a hit resets the input to its label; the field is cleared in `choose` instead.
        if (reason === 'reset') return;
        setTyped(text);
        setOpen(true);
      }}
      onChange={(_event, option) => option && choose(option)}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={(_event, reason) => (reason === 'escape' ? close() : setOpen(false))}
      // The server already searched; its order (upcoming appointments first) is kept.
      filterOptions={(all) => all}
      groupBy={(option) => translate(`saluni.search.kinds.${option.kind}`)}
      getOptionLabel={(option) => option.primary}
      isOptionEqualToValue={(option, other) => option.key === other.key}
      autoHighlight
      clearOnBlur={false}
      forcePopupIcon={false}
      noOptionsText={emptyText}
      fullWidth
      size="small"
      sx={{
        width: { sm: 260, md: 340 },
        minWidth: 0,
        flex: { xs: '1 1 auto', sm: '0 0 auto' },
        mx: { sm: 1 },
      }}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" noWrap>
              {option.primary}
            </Typography>
            <Typography variant="caption" color="text.secondary" noWrap component="div">
              {option.secondary}
            </Typography>
          </Box>
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          autoFocus={onPhone}
          variant="outlined"
          placeholder={translate('saluni.search.placeholder')}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'aria-label': label },
            input: {
              ...params.slotProps.input,
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
          sx={{
            '& .MuiInputBase-root': {
              color: 'inherit',
              bgcolor: onPhone ? undefined : (theme) => alpha(theme.palette.common.white, 0.15),
            },
            '& .MuiInputAdornment-root, & .MuiAutocomplete-clearIndicator': { color: 'inherit' },
            '& fieldset': { borderColor: onPhone ? undefined : 'transparent' },
          }}
        />
      )}
    />
  );
  if (!onPhone) return field;
  // On a phone the field covers the app bar, with a way back; above the business switcher's floating label (z-index 1).
  return (
    <Box
      sx={{
        position: 'absolute',
        inset: 0,
        zIndex: 2,
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 1,
        bgcolor: 'background.paper',
        color: 'text.primary',
      }}
    >
      <IconButton aria-label={translate('saluni.search.close')} onClick={close} edge="start">
        <ArrowBackIcon />
      </IconButton>
      {field}
    </Box>
  );
};
