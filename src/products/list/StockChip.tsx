import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { STOCK_COLOURS, stockLevel } from './stockLevel';

/** The stock quantity in its level's colour; 0 reads 'out of stock'. */
export const StockChip = ({ quantity }: { quantity: number }) => {
  const translate = useTranslate();
  const level = stockLevel(quantity);
  const label = level === 'out' ? translate('saluni.inventory.stock.outOfStock') : String(quantity);
  return (
    <Chip
      size="small"
      label={label}
      data-stock-level={level}
      sx={{
        bgcolor: STOCK_COLOURS[level],
        color: level === 'medium' ? 'rgba(0,0,0,0.87)' : '#fff',
        fontWeight: 600,
      }}
    />
  );
};
