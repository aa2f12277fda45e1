import CategoryIcon from '@mui/icons-material/Category';
import { createElement } from 'react';
import { Navigate } from 'react-router-dom';
import { productCategory } from '../../registry';
import { buildResource } from '../shared/buildResource';

/** Categories are managed in the inventory hub's Categories tab; the resource's routes lead there. */
const CategoriesInHub = () => createElement(Navigate, { to: '/products?tab=categories', replace: true });

export default { ...buildResource(productCategory, CategoryIcon), list: CategoriesInHub, create: CategoriesInHub, edit: CategoriesInHub };
