// Alert with its slot recipe, added to the system when the first chunk that renders it loads (app/theme.ts).
import { alertSlotRecipe } from '@chakra-ui/react/theme';
import { addRecipes } from '../../app/theme';

addRecipes({ slotRecipes: { alert: alertSlotRecipe } });

export { Alert } from '@chakra-ui/react';
