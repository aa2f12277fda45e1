import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  CircularProgress,
  Grid,
  IconButton,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useCanAccess, useNotify, useTranslate } from 'react-admin';
import { type OptionValue, type ProductOption } from '../../dataProvider/products';
import { useSaluniDataProvider } from '../../dataProvider';
import { ConfirmDialog } from '../ConfirmDialog';
import { useOptions, useRefreshProducts } from '../queries';
import { useRequestFailed } from '../../shared/useRequestFailed';
import { OptionFormDialog } from './OptionFormDialog';

type Deleting = { kind: 'option'; option: ProductOption } | { kind: 'value'; value: OptionValue };

/** The Options tab: a card per option with its value chips, create/edit dialog, deletes after confirmation. */
const OptionsTab = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefreshProducts();
  const dataProvider = useSaluniDataProvider();
  const failed = useRequestFailed();
  const { data: options, isPending } = useOptions();
  const [editing, setEditing] = useState<{ option?: ProductOption } | null>(null);
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const [busy, setBusy] = useState(false);
  const { canAccess: canCreate } = useCanAccess({ resource: 'product-option', action: 'create' });
  const { canAccess: canEdit } = useCanAccess({ resource: 'product-option', action: 'edit' });
  const { canAccess: canDelete } = useCanAccess({ resource: 'product-option', action: 'delete' });

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      if (deleting.kind === 'option') await dataProvider.deleteOption(deleting.option._id);
      else await dataProvider.deleteOptionValue(deleting.value._id);
      notify(
        deleting.kind === 'option'
          ? 'saluni.spec.toast.option.deleted'
          : 'saluni.spec.toast.optionValueDeleted',
        { type: 'success' },
      );
      setDeleting(null);
      await refresh();
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box>
      <Stack direction="row" sx={{ mb: 2, justifyContent: 'flex-end' }}>
        {canCreate && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({})}>
            {translate('saluni.inventory.options.new')}
          </Button>
        )}
      </Stack>
      {isPending ? (
        <CircularProgress aria-label={translate('saluni.inventory.loading')} />
      ) : !options?.length ? (
        <Typography sx={{ p: 4, textAlign: 'center' }}>
          {translate('saluni.inventory.options.empty')}
        </Typography>
      ) : (
        <Grid container spacing={2}>
          {options.map((option) => (
            <Grid key={option._id} size={{ xs: 12, sm: 6, md: 4 }}>
              <Card variant="outlined" data-option={option.option_name}>
                <CardContent>
                  <Typography variant="h6" component="h3" gutterBottom>
                    {option.option_name}
                  </Typography>
                  <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                    {option.option_values.map((value) => (
                      <Chip
                        key={value._id}
                        label={value.value}
                        onDelete={
                          canDelete ? () => setDeleting({ kind: 'value', value }) : undefined
                        }
                      />
                    ))}
                  </Stack>
                </CardContent>
                <CardActions sx={{ justifyContent: 'flex-end' }}>
                  {canEdit && (
                    <IconButton
                      aria-label={translate('saluni.inventory.options.editNamed', {
                        name: option.option_name,
                      })}
                      onClick={() => setEditing({ option })}
                    >
                      <EditIcon />
                    </IconButton>
                  )}
                  {canDelete && (
                    <IconButton
                      aria-label={translate('saluni.inventory.options.deleteNamed', {
                        name: option.option_name,
                      })}
                      onClick={() => setDeleting({ kind: 'option', option })}
                    >
                      <DeleteIcon color="error" />
                    </IconButton>
                  )}
                </CardActions>
              </Card>
            </Grid>
          ))}
        </Grid>
      )}
      {editing && (
        <OptionFormDialog open option={editing.option} onClose={() => setEditing(null)} />
      )}
      <ConfirmDialog
        open={!!deleting}
        message={
          deleting?.kind === 'value'
            ? 'saluni.inventory.options.confirmDeleteValue'
            : 'saluni.inventory.options.confirmDelete'
        }
        busy={busy}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
};

export default OptionsTab;
