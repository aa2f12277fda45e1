import { Card, CardActions, CardContent, Chip, Grid, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { type OptionValue, type ProductOption } from '../../dataProvider/products';
import { useSaluniDataProvider } from '../../dataProvider';
import { useResourceRights } from '../../shared/useResourceRights';
import { CatalogueTab, EditDeleteButtons } from '../CatalogueTab';
import { ConfirmDialog } from '../ConfirmDialog';
import { useOptions } from '../queries';
import { useCatalogueAction } from '../useCatalogueAction';
import { OptionFormDialog } from './OptionFormDialog';
import '../../shared/specScreensTexts';

const LABELS = 'saluni.inventory.options';

type Deleting = { kind: 'option'; option: ProductOption } | { kind: 'value'; value: OptionValue };

/** The Options tab: a card per option with its value chips, create/edit dialog, deletes after confirmation. */
const OptionsTab = () => {
  const dataProvider = useSaluniDataProvider();
  const { data: options = [], isPending } = useOptions();
  const [editing, setEditing] = useState<{ option?: ProductOption } | null>(null);
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const { busy, run } = useCatalogueAction();
  const { canCreate, canEdit, canDelete } = useResourceRights('product-option');

  const confirmDelete = async () => {
    if (!deleting) return;
    await run(
      () =>
        deleting.kind === 'option'
          ? dataProvider.deleteOption(deleting.option._id)
          : dataProvider.deleteOptionValue(deleting.value._id),
      deleting.kind === 'option'
        ? 'saluni.spec.toast.option.deleted'
        : 'saluni.spec.toast.optionValueDeleted',
      () => setDeleting(null),
    );
  };

  return (
    <CatalogueTab
      labels={LABELS}
      onNew={canCreate ? () => setEditing({}) : undefined}
      loading={isPending}
      empty={!options.length}
      dialogs={
        <>
          {editing && (
            <OptionFormDialog open option={editing.option} onClose={() => setEditing(null)} />
          )}
          <ConfirmDialog
            open={!!deleting}
            message={
              deleting?.kind === 'value'
                ? `${LABELS}.confirmDeleteValue`
                : `${LABELS}.confirmDelete`
            }
            busy={busy}
            onConfirm={confirmDelete}
            onClose={() => setDeleting(null)}
          />
        </>
      }
    >
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
                      onDelete={canDelete ? () => setDeleting({ kind: 'value', value }) : undefined}
                    />
                  ))}
                </Stack>
              </CardContent>
              <CardActions sx={{ justifyContent: 'flex-end' }}>
                <EditDeleteButtons
                  labels={LABELS}
                  name={option.option_name}
                  onEdit={canEdit ? () => setEditing({ option }) : undefined}
                  onDelete={canDelete ? () => setDeleting({ kind: 'option', option }) : undefined}
                />
              </CardActions>
            </Card>
          </Grid>
        ))}
      </Grid>
    </CatalogueTab>
  );
};

export default OptionsTab;
