// Textarea with its recipe, added to the system when the first chunk that renders it loads (app/theme.ts).
import { textareaRecipe } from '@chakra-ui/react/theme';
import { addRecipes } from '../../app/theme';

addRecipes({ recipes: { textarea: textareaRecipe } });

export { Textarea } from '@chakra-ui/react';
