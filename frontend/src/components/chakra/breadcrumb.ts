// Breadcrumb with its slot recipe, added to the system when the first chunk that renders it loads (app/theme.ts).
import { breadcrumbSlotRecipe } from '@chakra-ui/react/theme';
import { addRecipes } from '../../app/theme';

addRecipes({ slotRecipes: { breadcrumb: breadcrumbSlotRecipe } });

export { Breadcrumb } from '@chakra-ui/react';
