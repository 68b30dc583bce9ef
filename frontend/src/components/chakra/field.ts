// Field with its slot recipe, added to the system when the first chunk that renders it loads (app/theme.ts).
import { fieldSlotRecipe } from '@chakra-ui/react/theme';
import { addRecipes } from '../../app/theme';

addRecipes({ slotRecipes: { field: fieldSlotRecipe } });

export { Field } from '@chakra-ui/react';
