import { Confirm } from 'react-admin';

/** The app's delete confirmation ('Delete {name}?' / 'This cannot be undone.'). */
export const ConfirmDelete = ({
  name,
  open,
  loading,
  onConfirm,
  onClose,
}: {
  name: string;
  open: boolean;
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) => (
  <Confirm
    isOpen={open}
    loading={loading}
    title="saluni.list.confirmDelete"
    content="saluni.list.confirmDeleteContent"
    translateOptions={{ name }}
    onConfirm={onConfirm}
    onClose={onClose}
  />
);
