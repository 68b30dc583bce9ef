// Fieldset with its slot recipe, added to the system when the first chunk that renders it loads (app/theme.ts).
import { fieldsetSlotRecipe } from '@chakra-ui/react/theme';
import { addRecipes } from '../../app/theme';

addRecipes({ slotRecipes: { fieldset: fieldsetSlotRecipe } });

export { Fieldset } from '@chakra-ui/react';
